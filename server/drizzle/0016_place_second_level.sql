-- A city's GeoNames second-level division (a British council, an American county's FIPS code), and a British
-- county's codes: England's first-level code is England itself, so 'Wellington, Somerset' needs the second
-- level to tell Somerset from Shropshire. The places table is reloaded on start (PLACE_DATA_VERSION).
ALTER TABLE "places" ADD COLUMN IF NOT EXISTS "admin2" text;
