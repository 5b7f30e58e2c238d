CREATE TABLE "whatsapp_clicks" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "whatsapp_clicks_day_page_pk" PRIMARY KEY("day","page")
);
