-- The home page's banner becomes a content block (docs/decisions/0233). A shop that started before
-- it had no `home` row: it gets the sample banner, as a new shop does, so no home page loses its
-- banner on the upgrade. Its picture names a sample product; a shop that emptied the demo shop
-- shows the banner without picture until the owner picks one of hers.
INSERT INTO "shop_content" ("block", "value", "sample") VALUES
('home', '{"eyebrow":"Nouvelle collection","title":"NOUVEAUTÉS","text":"Couleurs de la lagune, imprimés wax et coupes faciles à porter : la nouvelle saison est arrivée.","button":"ACHETEZ MAINTENANT","picture":"complet-lagune-wax-prestige"}'::jsonb, true)
ON CONFLICT ("block") DO NOTHING;
