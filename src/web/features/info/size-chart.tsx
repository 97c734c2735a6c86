export interface SizeRow {
  size: 'S' | 'M' | 'L' | 'XL';
  chest: string;
  waist: string;
  hips: string;
  /** Garment length of a t-shirt, shoulder to hem. */
  length: string;
}

/** Body measurements in centimetres (the garment length is the t-shirt's own). */
export const SIZE_CHART: readonly SizeRow[] = [
  { size: 'S', chest: '86–91', waist: '71–76', hips: '89–94', length: '68' },
  { size: 'M', chest: '92–97', waist: '77–82', hips: '95–100', length: '70' },
  { size: 'L', chest: '98–104', waist: '83–89', hips: '101–107', length: '72' },
  { size: 'XL', chest: '105–111', waist: '90–96', hips: '108–114', length: '74' },
];

export function SizeTable() {
  return (
    // Focusable: where the phone's font is wide, the table scrolls sideways, and a keyboard must
    // reach what is off screen.
    <div
      role="region"
      aria-label="Guide des tailles"
      tabIndex={0}
      className="max-w-3xl overflow-x-auto rounded-lg border border-ink/10"
    >
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">Correspondance des tailles LAGUNE, en centimètres</caption>
        <thead className="bg-ink text-[11px] tracking-[0.03em] text-white uppercase sm:text-xs sm:tracking-[0.12em]">
          <tr>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Taille
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Poitrine
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Tour de taille
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Hanches
            </th>
            <th scope="col" className="px-2 py-3 sm:px-4">
              Longueur
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10 bg-white">
          {SIZE_CHART.map((row) => (
            <tr key={row.size} className="even:bg-sand/50">
              <th scope="row" className="px-2 py-3 font-bold sm:px-4">
                {row.size}
              </th>
              <td className="px-2 py-3 whitespace-nowrap tabular-nums sm:px-4">{row.chest}</td>
              <td className="px-2 py-3 whitespace-nowrap tabular-nums sm:px-4">{row.waist}</td>
              <td className="px-2 py-3 whitespace-nowrap tabular-nums sm:px-4">{row.hips}</td>
              <td className="px-2 py-3 whitespace-nowrap tabular-nums sm:px-4">{row.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
