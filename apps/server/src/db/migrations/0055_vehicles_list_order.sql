-- The vehicle list's order (issue 30): block by name, unit in natural order (length, name, id), plate. A page walked
-- every unit of the condominium block by block and each unit's vehicles up to its OFFSET, planned for its values on
-- every request (1.5–3 ms at page 37 of 9,000 vehicles). The vehicle now carries its block's and unit's names,
-- copied by triggers when it is written and when a unit or a block is renamed or a unit moves, and a page is one
-- range of one index.
ALTER TABLE "veiculos" ADD COLUMN "nm_bloco_ordem" text;--> statement-breakpoint
ALTER TABLE "veiculos" ADD COLUMN "nm_unidade_ordem" text;--> statement-breakpoint
CREATE FUNCTION "veiculo_ordem"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b.nome, u.nome INTO NEW.nm_bloco_ordem, NEW.nm_unidade_ordem
    FROM unidades u JOIN blocos b ON b.id_bloco = u.id_bloco WHERE u.id_unidade = NEW.id_unidade;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "veiculos_ordem" BEFORE INSERT OR UPDATE OF "id_unidade" ON "veiculos"
  FOR EACH ROW EXECUTE FUNCTION "veiculo_ordem"();--> statement-breakpoint
CREATE FUNCTION "veiculos_ordem_da_unidade"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE veiculos v SET nm_bloco_ordem = b.nome, nm_unidade_ordem = NEW.nome
    FROM blocos b WHERE b.id_bloco = NEW.id_bloco AND v.id_unidade = NEW.id_unidade;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "unidades_ordem_dos_veiculos" AFTER UPDATE OF "nome", "id_bloco" ON "unidades"
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.id_bloco IS DISTINCT FROM NEW.id_bloco)
  EXECUTE FUNCTION "veiculos_ordem_da_unidade"();--> statement-breakpoint
CREATE FUNCTION "veiculos_ordem_do_bloco"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE veiculos v SET nm_bloco_ordem = NEW.nome FROM unidades u
    WHERE u.id_bloco = NEW.id_bloco AND v.id_unidade = u.id_unidade;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "blocos_ordem_dos_veiculos" AFTER UPDATE OF "nome" ON "blocos"
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome) EXECUTE FUNCTION "veiculos_ordem_do_bloco"();--> statement-breakpoint
UPDATE "veiculos" v SET "nm_bloco_ordem" = b."nome", "nm_unidade_ordem" = u."nome"
  FROM "unidades" u JOIN "blocos" b ON b."id_bloco" = u."id_bloco" WHERE u."id_unidade" = v."id_unidade";--> statement-breakpoint
CREATE INDEX "veiculos_lista_idx" ON "veiculos" USING btree ("id_condo","nm_bloco_ordem",length("nm_unidade_ordem"),"nm_unidade_ordem","id_unidade","placa","id") WHERE "veiculos"."ativo";
