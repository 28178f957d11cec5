/** A release number: major.minor.patch, optionally a fourth build part, each part 0–99999 without leading zeros. */
export const VERSION_NO = /^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){2,3}$/;

/** Compares two release numbers part by part as numbers (1.10.0 is above 1.9.9; 1.2.0 equals 1.2.0.0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
