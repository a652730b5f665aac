import { describe, expect, it } from 'vitest';
import { barrelImportFile, barrelImports, kebabCase } from './split-landing';

describe('split-landing: the names imported from lucide-react and radix-ui are the files they stand for', () => {
  it('turns component names into file names', () => {
    expect(kebabCase('CircleCheck')).toBe('circle-check');
    expect(kebabCase('KeyRound')).toBe('key-round');
    expect(kebabCase('X')).toBe('x');
    expect(kebabCase('Building2')).toBe('building2');
  });

  it('maps an icon to its icon module and a primitive to its package', () => {
    expect(barrelImportFile('lucide-react', 'ShieldCheck')).toBe('/lucide-react/dist/esm/icons/shield-check.mjs');
    expect(barrelImportFile('radix-ui', 'Slot')).toBe('/@radix-ui/react-slot/dist/index.mjs');
    expect(barrelImportFile('radix-ui', 'DropdownMenu')).toBe('/@radix-ui/react-dropdown-menu/dist/index.mjs');
  });

  it('reads the named imports of compiled code, leaving out types and other modules', () => {
    const code = [
      'import { Check, CircleCheck as Done, type LucideIcon } from "lucide-react";',
      "import { Slot } from 'radix-ui';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(barrelImports(code)).toEqual([
      '/lucide-react/dist/esm/icons/check.mjs',
      '/lucide-react/dist/esm/icons/circle-check.mjs',
      '/@radix-ui/react-slot/dist/index.mjs',
    ]);
  });
});
