/* The version: the library the loader found reports the header's version (a stale library in the prefix, or a
 * header not written from VERSION, fails here), and the packed number decodes to the header's parts. */
#include <stdio.h>

#include "circularcontrol.h"
#include "tests.h"

void run_version_tests(check_counts *counts) {
    uint32_t version = cc_version();
    CHECK(counts, version == CIRCULARCONTROL_VERSION, "cc_version() 0x%06x, header 0x%06x", (unsigned)version,
          (unsigned)CIRCULARCONTROL_VERSION);
    CHECK(counts,
          version >> 16 == CIRCULARCONTROL_VERSION_MAJOR && (version >> 8 & 0xff) == CIRCULARCONTROL_VERSION_MINOR &&
              (version & 0xff) == CIRCULARCONTROL_VERSION_PATCH,
          "0x%06x does not decode to the header's parts", (unsigned)version);
#ifdef CIRCULARCONTROL_EXPECTED_VERSION
    /* The build passes the VERSION file's text: the header's macros must say the same. */
    char text[32];
    snprintf(text, sizeof text, "%u.%u.%u", (unsigned)(version >> 16), (unsigned)(version >> 8 & 0xff),
             (unsigned)(version & 0xff));
    CHECK(counts, strcmp(text, CIRCULARCONTROL_EXPECTED_VERSION) == 0, "the library is %s, VERSION says %s", text,
          CIRCULARCONTROL_EXPECTED_VERSION);
#endif
}
