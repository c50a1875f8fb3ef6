#ifndef STATEMENTREPORT_CLIBXML2_SHIM_H
#define STATEMENTREPORT_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* libxml2 built with ICU makes encoding.h include the system's <unicode/ucnv.h>, whose UErrorCode
   clashes with the copy Foundation carries (_FoundationICU) in any Swift module that imports both.
   We never touch the ICU fields of xmlCharEncodingHandler (only pointers to it), so leave them out. */
#undef LIBXML_ICU_ENABLED
#include <string.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlmemory.h>

/* libxml2 prints a few errors straight to its generic channel (stderr), whatever the parser's error
   handler: "xmlParseChunk: encoder error" when bytes are not in the declared encoding, for one. The
   library never prints: this thread's generic channel discards them (the parser's return code and
   its structured handler say what happened). libxml2 keeps the channel per thread. */
static void statementreport_discardMessage(void *context, const char *message, ...) { (void)context; (void)message; }
static inline void statementreport_silenceGenericErrors(void) { xmlSetGenericErrorFunc(NULL, statementreport_discardMessage); }

/* xmlFree is a global function pointer; Swift 6 sees it as shared mutable state. */
static inline void statementreport_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
