/* A minimal check harness for the C API tests: counts passed and failed checks and prints failures with their
 * line. The test program's last line is "N passed, N failed". */
#ifndef CAPI_TESTS_CHECK_H
#define CAPI_TESTS_CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct check_counts {
    int passed;
    int failed;
} check_counts;

/* The counts of the running test program; each test file receives a pointer to it. */
#define CHECK(counts, condition, ...)                                                        \
    do {                                                                                     \
        if (condition) {                                                                     \
            (counts)->passed++;                                                              \
        } else {                                                                             \
            (counts)->failed++;                                                              \
            fprintf(stderr, "FAIL %s:%d: %s: ", __FILE__, __LINE__, #condition);             \
            fprintf(stderr, __VA_ARGS__);                                                    \
            fputc('\n', stderr);                                                             \
        }                                                                                    \
    } while (0)

/* Checks that `write(source, buffer, capacity)` writes exactly the text `expected` into a buffer of 2048 bytes: a test
 * file's trace of the events a handle queued, for one. */
#define CHECK_WRITTEN(counts, write, source, expected)                                                         \
    do {                                                                                                       \
        char written_[2048];                                                                                   \
        write((source), written_, sizeof written_);                                                            \
        CHECK(counts, strcmp(written_, (expected)) == 0, "expected \"%s\", got \"%s\"", (expected), written_); \
    } while (0)

/* True when a and b differ by at most 1e-9 (relative to their size, at least absolutely). */
static inline int approximately(double a, double b) {
    double scale = fabs(a) > fabs(b) ? fabs(a) : fabs(b);
    return fabs(a - b) <= 1e-9 * (scale > 1 ? scale : 1);
}

/* True when `text` contains `part`. */
static inline int contains(const char *text, const char *part) {
    return text != NULL && strstr(text, part) != NULL;
}

#endif
