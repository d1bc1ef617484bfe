-- The desk's "name and unit" search (issue 32): "paulo 1042" read the ~800 active links of the 20 units named 1042
-- from ~790 table pages and looked up each link's visitor (~4,900 and ~3,300 buffers in its two statements, 5–6 ms
-- each). Each link now carries its visitor's folded `busca`, kept by the database, and a partial index of a unit's
-- active links carries it with what both statements read of a link (the visitor, the parcels' authorisation, the
-- relation): the name is matched in the index, and only the matching visitors are read.
ALTER TABLE "visitante_unidades" ADD COLUMN "busca_visitante" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "visitante_unidades" vu SET "busca_visitante" = v."busca" FROM "visitantes" v WHERE v."id" = vu."id_visitante";--> statement-breakpoint
CREATE FUNCTION "copiar_busca_do_visitante"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca_visitante := coalesce((SELECT busca FROM visitantes WHERE id = NEW.id_visitante), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "visitante_unidades_busca" BEFORE INSERT OR UPDATE OF "id_visitante" ON "visitante_unidades"
  FOR EACH ROW EXECUTE FUNCTION "copiar_busca_do_visitante"();--> statement-breakpoint
CREATE FUNCTION "levar_busca_aos_vinculos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visitante_unidades SET busca_visitante = NEW.busca WHERE id_visitante = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "visitantes_busca_vinculos" AFTER UPDATE OF "busca" ON "visitantes"
  FOR EACH ROW WHEN (OLD.busca IS DISTINCT FROM NEW.busca) EXECUTE FUNCTION "levar_busca_aos_vinculos"();--> statement-breakpoint
CREATE INDEX "visitante_unidades_unidade_busca_idx" ON "visitante_unidades" USING btree ("id_unidade")
  INCLUDE ("id_visitante", "busca_visitante", "id", "retira_encomendas", "retira_ate", "parentesco") WHERE ativo;
