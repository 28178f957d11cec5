/** spec-2 §9: progress labels wrap every 3 characters. */
export function wrapEvery(text: string, size = 3): string {
  const chars = Array.from(text);
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += size) lines.push(chars.slice(i, i + size).join(''));
  return lines.join('\n');
}

const integer = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (n: number): string => integer.format(n);
export const formatArea = (n: number): string => twoDecimals.format(n);
