/**
 * A small bar chart drawn with plain elements, with the figures in a visually hidden table so
 * screen readers get the numbers, not the shapes.
 */
export function BarChart({
  title,
  data,
}: {
  title: string;
  data: readonly { label: string; value: number }[];
}) {
  const max = Math.max(1, ...data.map((point) => point.value));
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <div className="flex h-32 items-end gap-px" aria-hidden="true">
        {data.map((point) => (
          <div
            key={point.label}
            title={`${point.label}: ${point.value}`}
            className="flex-1 rounded-t-sm bg-primary"
            style={{ height: `${Math.max(2, (point.value / max) * 100)}%` }}
          />
        ))}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {data.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
