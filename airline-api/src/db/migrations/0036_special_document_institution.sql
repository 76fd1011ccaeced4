CREATE TABLE "special_document_institution" (
	"document_id" text PRIMARY KEY NOT NULL,
	"institution" text NOT NULL
);
