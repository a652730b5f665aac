import { Field } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { useT } from '../../../lib/i18n';
import { useCompanies } from '../api/get-companies';

interface CompanySelectProps {
  /** The chosen domain; null is "every company" when `allLabel` is given, else nothing chosen yet. */
  value: string | null;
  onChange: (domain: string | null) => void;
  label?: string;
  /** Adds a first choice for "every company" with this label. */
  allLabel?: string;
  className?: string;
  triggerClassName?: string;
}

const ALL = '*';

/** Picks one enrolled company by domain. */
export function CompanySelect({ value, onChange, label, allLabel, className, triggerClassName = 'sm:w-72' }: CompanySelectProps) {
  const t = useT('admin');
  const companies = useCompanies();
  return (
    <Field label={label ?? t('company.label')} className={className}>
      {(props) => (
        <Select
          value={value ?? (allLabel ? ALL : undefined)}
          onValueChange={(choice) => onChange(choice === ALL ? null : choice)}
          disabled={companies.isPending}
        >
          {/* The chosen company's name and domain are its own words, not a catalog's. */}
          <SelectTrigger {...props} className={triggerClassName} data-i18n-exempt={value ? '' : undefined}>
            <SelectValue placeholder={companies.isPending ? t('company.loading') : t('company.choose')} />
          </SelectTrigger>
          <SelectContent>
            {allLabel ? <SelectItem value={ALL}>{allLabel}</SelectItem> : null}
            {(companies.data ?? []).map((company) => (
              <SelectItem key={company.domain} value={company.domain}>
                {company.name} ({company.domain})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}
