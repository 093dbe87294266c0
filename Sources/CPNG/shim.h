#ifndef CIRCULAR_CPNG_SHIM_H
#define CIRCULAR_CPNG_SHIM_H
#include <png.h>
#endif
