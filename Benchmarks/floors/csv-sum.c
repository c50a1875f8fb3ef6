/* The floor for the CSV formats: what reading a statement costs with nothing but a byte loop.
   The file is mapped (mmap), its fields found by an RFC 4180 loop (quoted fields, "" inside them,
   delimiters and line ends inside quotes, CRLF or LF), and every row's amount summed, in integer
   cents, by its category. The header names the columns: the amount is the column called
   Montant/Amount, the category Catégorie/Category (without one, the currency, else one total).
   The delimiter is the header's most frequent of ; , and tab; the decimal mark is ',' after ';'
   and '.' otherwise (spaces, no-break spaces and the other mark group digits). No Swift, no model,
   no dates, no categorizing: a floor, not a peer.
   cc -O2 csv-sum.c -o csv-sum && ./csv-sum FILE */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

#define SLOTS 4096
static struct { const unsigned char *key; size_t len; long long cents; long rows; } table[SLOTS];

static void add(const unsigned char *key, size_t len, long long cents) {
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < len; i++) h = (h ^ key[i]) * 1099511628211ULL;
    for (size_t i = h & (SLOTS - 1);; i = (i + 1) & (SLOTS - 1)) {
        if (table[i].key == NULL) { table[i].key = key; table[i].len = len; }
        else if (table[i].len != len || memcmp(table[i].key, key, len) != 0) continue;
        table[i].cents += cents; table[i].rows++; return;
    }
}

/* Integer cents of "-2 388,91", "1,234.56", "(12.00)"; the text is a raw field (quotes included). */
static long long cents(const unsigned char *p, size_t n, unsigned char mark) {
    long long units = 0; int negative = 0, decimals = -1;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = p[i];
        if (c >= '0' && c <= '9') {
            if (decimals >= 2) continue;
            units = units * 10 + (c - '0');
            if (decimals >= 0) decimals++;
        } else if (c == mark) decimals = 0;
        else if (c == '-' || c == '(') negative = 1;
    }
    if (decimals < 0) decimals = 0;
    while (decimals++ < 2) units *= 10;
    return negative ? -units : units;
}

static int named(const unsigned char *p, size_t n, const char *a, const char *b) {
    if (n >= 2 && p[0] == '"') { p++; n -= 2; }
    return (n == strlen(a) && memcmp(p, a, n) == 0) || (n == strlen(b) && memcmp(p, b, n) == 0);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: csv-sum FILE\n"); return 64; }
    int fd = open(argv[1], O_RDONLY); struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size == 0) { perror(argv[1]); return 1; }
    const unsigned char *data = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) { perror("mmap"); return 1; }
    madvise((void *)data, st.st_size, MADV_SEQUENTIAL);
    const unsigned char *end = data + st.st_size, *p = data;
    if (st.st_size >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3;
    const unsigned char *eol = memchr(p, '\n', end - p); if (!eol) eol = end;
    int counts[3] = {0, 0, 0}; const unsigned char delims[3] = {';', ',', '\t'};
    for (const unsigned char *q = p; q < eol; q++) for (int d = 0; d < 3; d++) counts[d] += *q == delims[d];
    unsigned char delim = delims[counts[0] >= counts[1] ? (counts[0] >= counts[2] ? 0 : 2) : (counts[1] >= counts[2] ? 1 : 2)];
    unsigned char mark = delim == ';' ? ',' : '.';
    int amount = -1, category = -1, currency = -1;
    long rows = 0, row = 0;
    int column = 0, header = 1;
    const unsigned char *amountText = NULL, *keyText = (const unsigned char *)""; size_t amountLen = 0, keyLen = 0;
    while (p < end) {
        /* One field: quoted (up to the closing quote not doubled) or plain. */
        const unsigned char *start = p;
        if (*p == '"') {
            for (p++; p < end; p++) if (*p == '"') { if (p + 1 < end && p[1] == '"') p++; else { p++; break; } }
        }
        while (p < end && *p != delim && *p != '\n') p++;
        size_t len = p - start;
        if (len > 0 && start[len - 1] == '\r' && (p == end || *p == '\n')) len--;
        if (header) {
            if (named(start, len, "Montant", "Amount")) amount = column;
            else if (named(start, len, "Catégorie", "Category")) category = column;
            else if (named(start, len, "Devise", "Currency")) currency = column;
        } else if (column == amount) { amountText = start; amountLen = len; }
        else if (column == (category >= 0 ? category : currency)) { keyText = start; keyLen = len; }
        column++;
        if (p < end && *p == delim) { p++; continue; }
        /* The end of a row. */
        if (p < end) p++;
        if (header) { header = 0; if (amount < 0) { fprintf(stderr, "no Montant or Amount column\n"); return 65; } }
        else if (amountText) { add(keyText, keyLen, cents(amountText, amountLen, mark)); rows++; }
        amountText = NULL; keyText = (const unsigned char *)""; keyLen = 0; column = 0; row++;
    }
    long long total = 0;
    for (int i = 0; i < SLOTS; i++) if (table[i].key) {
        total += table[i].cents;
        printf("%.*s\t%ld\t%s%lld.%02lld\n", (int)table[i].len, table[i].key, table[i].rows, table[i].cents < 0 ? "-" : "",
               llabs(table[i].cents) / 100, llabs(table[i].cents) % 100);
    }
    printf("%ld rows, total %s%lld.%02lld\n", rows, total < 0 ? "-" : "", llabs(total) / 100, llabs(total) % 100);
    return 0;
}
