import { BACK_OFFICE } from '../route-schemas';

/** Schema parts of the release console's administrator calls. */
export const RELEASES_BACK_OFFICE = { ...BACK_OFFICE, tags: [...BACK_OFFICE.tags, 'releases'] };

export const TOKEN_AUTH_DESCRIPTION =
  "An administrator's session, or `Authorization: Bearer <RELEASE_TOKEN>` (401 when wrong or not configured).";
