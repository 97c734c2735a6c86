-- The looks of the home page and of the looks gallery become a content block (docs/decisions/0236).
-- A shop that started before had none: it gets the sample's eight looks with their drawings, as a
-- new shop does, and the owner renames, prices, re-pictures or removes them in the Contenu tab.
-- Written by `npm exec tsx scripts/content-seed-sql.ts looks`; never replaces looks she saved.
INSERT INTO "shop_content" ("block", "value", "sample") VALUES
('looks', '[{"name":"Look Lagune Bleue","price":25000,"category":"complet","picture":{"drawing":1}},{"name":"Look Plateau Chic","price":28000,"category":"pull","picture":{"drawing":2}},{"name":"Look Wax Soleil","price":14000,"category":"t-shirt","picture":{"drawing":3}},{"name":"Look Bassam Plage","price":12000,"category":"short","picture":{"drawing":4}},{"name":"Look Cocody Soir","price":8000,"category":"top","picture":{"drawing":5}},{"name":"Look Édition Kente","price":15000,"category":"limited-edition","picture":{"drawing":6}},{"name":"Look Signature","price":10000,"category":"custom-tshirt","picture":{"drawing":7}},{"name":"Look Marcory Week-end","price":25000,"category":"complet","picture":{"drawing":8}}]'::jsonb, true)
ON CONFLICT ("block") DO NOTHING;
