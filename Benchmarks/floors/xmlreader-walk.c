/* The floor for the XML formats: libxml2's streaming reader alone walking a file (node types,
   element names, text values), with the options the importers use. No Swift, no model.
   cc -O2 $(pkg-config --cflags libxml-2.0) xmlreader-walk.c $(pkg-config --libs libxml-2.0) */
#include <libxml/xmlreader.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: xmlreader-walk FILE\n"); return 64; }
    xmlTextReaderPtr reader = xmlReaderForFile(argv[1], NULL, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
    if (!reader) return 1;
    long elements = 0, texts = 0;
    int status;
    while ((status = xmlTextReaderRead(reader)) == 1) {
        int type = xmlTextReaderNodeType(reader);
        if (type == 1) elements += xmlTextReaderConstLocalName(reader)[0] != 0;
        else if (type == 3) texts += xmlTextReaderConstValue(reader)[0] != 0;
    }
    xmlFreeTextReader(reader);
    printf("%ld elements, %ld text nodes\n", elements, texts);
    return status == 0 ? 0 : 1;
}
