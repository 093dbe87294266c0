#ifndef CIRCULAR_CCAIRO_SHIM_H
#define CIRCULAR_CCAIRO_SHIM_H
#include <cairo.h>
#endif
