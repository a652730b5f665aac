import { OFFICE_ADDRESS_MAX, OFFICE_ADDRESS_MIN, OFFICE_MESSAGES, OFFICE_NAME_MAX, OFFICES_MAX } from '@worknest/shared/offices';
import { cleanLine } from '@worknest/shared/text-rules';
import { listOf, objectField, optional, plainObject, text, uuid } from '../../validation/plain-schema';

/** `PUT /api/hr/offices` (issue 41): `{ offices: [{ id?, name, address }] }`, at most 20, names unique. */
export const officesBody = plainObject({
  offices: listOf(
    objectField(
      {
        id: optional(uuid(OFFICE_MESSAGES.id)),
        name: text({ typeMessage: OFFICE_MESSAGES.name, clean: cleanLine, min: { length: 1, message: OFFICE_MESSAGES.name }, max: { length: OFFICE_NAME_MAX, message: OFFICE_MESSAGES.name } }),
        address: text({
          typeMessage: OFFICE_MESSAGES.address,
          clean: cleanLine,
          min: { length: OFFICE_ADDRESS_MIN, message: OFFICE_MESSAGES.address },
          max: { length: OFFICE_ADDRESS_MAX, message: OFFICE_MESSAGES.address },
        }),
      },
      { typeMessage: OFFICE_MESSAGES.office },
    ),
    {
      typeMessage: OFFICE_MESSAGES.list,
      max: { length: OFFICES_MAX, message: OFFICE_MESSAGES.list },
      refine: { test: (offices) => new Set(offices.map((office) => office.name.toLowerCase())).size === offices.length, message: OFFICE_MESSAGES.nameRepeated },
    },
  ),
});
