import * as z from 'zod';
import { roleSchema } from './auth';
import { GROUP_NAME_MESSAGE, SCIM_SCHEMAS } from './scim-rules';

/**
 * Directory sync with SCIM 2.0 (issue 38; RFC 7643 resources, RFC 7644 protocol). The request
 * bodies are what Entra ID and Okta really send: loose objects whose unknown attributes are kept
 * (and ignored), booleans that may come as the strings "True"/"False", PATCH operations named in
 * any case. The SCIM library (scim-patch, scim2-parse-filter) applies patches and parses filters.
 */

export * from './scim-rules';

/** "True", "false", true: what identity providers send for a boolean (Entra sends strings). */
export const scimBoolean = z.union([z.boolean(), z.string().regex(/^(true|false)$/i).transform((value) => value.toLowerCase() === 'true')]);

export const scimMultiValue = z.looseObject({
  value: z.string().optional(),
  type: z.string().optional(),
  primary: scimBoolean.optional(),
  display: z.string().optional(),
});

/** A User as POST and PUT bring it. */
export const scimUserBodySchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  externalId: z.string().max(256).nullish(),
  userName: z.string().min(1).max(254),
  name: z.looseObject({ givenName: z.string().max(100).nullish(), familyName: z.string().max(100).nullish(), formatted: z.string().nullish() }).nullish(),
  displayName: z.string().max(200).nullish(),
  active: scimBoolean.optional(),
  emails: z.array(scimMultiValue).max(10).nullish(),
  [SCIM_SCHEMAS.enterpriseUser]: z
    .looseObject({ manager: z.union([z.looseObject({ value: z.string().nullish() }), z.string()]).nullish() })
    .nullish(),
});
export type ScimUserBody = z.infer<typeof scimUserBodySchema>;

export const scimGroupBodySchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  externalId: z.string().max(256).nullish(),
  displayName: z.string().min(1).max(256),
  members: z.array(z.looseObject({ value: z.string(), display: z.string().optional() })).max(10_000).nullish(),
});
export type ScimGroupBody = z.infer<typeof scimGroupBodySchema>;

export const scimPatchBodySchema = z.looseObject({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(z.looseObject({ op: z.string().regex(/^(add|remove|replace)$/i), path: z.string().max(500).optional(), value: z.unknown().optional() }))
    .min(1)
    .max(100),
});
export type ScimPatchBody = z.infer<typeof scimPatchBodySchema>;


// ---- HR → Directory sync (the app's own API) ----

export const directorySyncSchema = z.object({
  /** `https://<host>/scim/v2`: what to paste into the identity provider. */
  baseUrl: z.string(),
  hasToken: z.boolean(),
  tokenCreatedAt: z.string().nullable(),
  /** The token before the last rotation still works until then. */
  previousValidUntil: z.string().nullable(),
  groupRoles: z.array(z.object({ displayName: z.string(), role: roleSchema })),
});
export type DirectorySync = z.infer<typeof directorySyncSchema>;

/** The answer of creating or rotating: the token, shown this once. */
export const directorySyncTokenSchema = directorySyncSchema.extend({ token: z.string() });
export type DirectorySyncToken = z.infer<typeof directorySyncTokenSchema>;


export const directorySyncGroupsSchema = z.object({
  groupRoles: z
    .array(z.object({ displayName: z.string({ error: GROUP_NAME_MESSAGE }).trim().min(1, GROUP_NAME_MESSAGE).max(256, GROUP_NAME_MESSAGE), role: z.enum(['employee', 'hr']) }))
    .max(20, 'At most 20 groups can be mapped.'),
});
export type DirectorySyncGroups = z.infer<typeof directorySyncGroupsSchema>;
