export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold tracking-[0.2em] uppercase">{title}</h1>
    </section>
  );
}
