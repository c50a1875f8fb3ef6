/* The floor for the XML formats with libxml2's SAX2 push parser (what the importers use): every
   start tag, end tag and character run delivered to callbacks that only count, the file pushed in
   1 MB chunks, with the options the importers use. No Swift, no model.
   cc -O2 $(pkg-config --cflags libxml-2.0) sax-walk.c $(pkg-config --libs libxml-2.0) */
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <stdio.h>
#include <string.h>
static long elements = 0, texts = 0;
static void start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI, int nb_namespaces, const xmlChar **namespaces, int nb_attributes, int nb_defaulted, const xmlChar **attributes) { elements++; }
static void end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *URI) {}
static void chars(void *ctx, const xmlChar *ch, int len) { texts += len; }
int main(int argc, char **argv) {
    xmlSAXHandler h; memset(&h, 0, sizeof h);
    h.initialized = XML_SAX2_MAGIC; h.startElementNs = start; h.endElementNs = end; h.characters = chars;
    FILE *f = fopen(argv[1], "rb"); char buf[1 << 20]; size_t n;
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&h, NULL, NULL, 0, argv[1]);
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) xmlParseChunk(ctxt, buf, (int)n, 0);
    xmlParseChunk(ctxt, NULL, 0, 1);
    printf("%ld elements, %ld text bytes, wellformed %d\n", elements, texts, ctxt->wellFormed);
    xmlFreeParserCtxt(ctxt); return 0;
}
