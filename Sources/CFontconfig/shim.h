#ifndef CIRCULAR_CFONTCONFIG_SHIM_H
#define CIRCULAR_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
