-- The looks gallery's text becomes a content block (docs/decisions/0242): the words under L'ESPRIT
-- DE LA COLLECTION, written in the page until now with a year that went stale. A shop that started
-- before gets the sample's text without the year, as a new shop does; the owner rewrites it in the
-- Contenu tab. Written by `npm exec tsx scripts/content-seed-sql.ts gallery`.
INSERT INTO "shop_content" ("block", "value", "sample") VALUES
('gallery', '"Cette saison, LAGUNE s’inspire des matins sur la lagune Ébrié et des après-midis à Grand-Bassam : du lin qui respire, des bleus profonds, des jaunes soleil et des motifs wax revisités. Des pièces légères, faciles à associer, qui passent du bureau au bord de mer."'::jsonb, true)
ON CONFLICT ("block") DO NOTHING;
