#ifndef STATEMENTREPORT_CLIBXML2_SHIM_H
#define STATEMENTREPORT_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlIO.h>
#endif
