const MAX_ID = 2_147_483_647;

/**
 * The id in an address (`/careers/6`, SPEC §2: read as an integer): a whole number from 1,
 * written in digits only; anything else names no item and is null.
 */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}
