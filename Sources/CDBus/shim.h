// The C surface of libdbus-1 that CircularAccessibility uses, and two helpers for its by-address basic values
// (libdbus reads and writes every basic type through a pointer to it, strings through a pointer to a pointer).
// Relative to the system include path only. libdbus-1 is not linked: its functions (functions.h) are loaded when
// the accessibility bus is first reached (clibrary_load_dbus), and called through the pointers declared here.
#ifndef CIRCULAR_CDBUS_SHIM_H
#define CIRCULAR_CDBUS_SHIM_H

#include <dbus/dbus.h>
#include <string.h>

#include "../CLibraryLoader/LoadedFunction.h"
#include "functions.h"

/// The functions this module loads, in Swift: `LibDBus.name(...)`.
struct LibDBus {
    char unused;
};
#define CDBUS_LOADED(name) CLIBRARY_LOADED_FUNCTION(cdbus, LibDBus, name)
CDBUS_FUNCTIONS(CDBUS_LOADED)

/// Appends the basic value `value` of D-Bus type `type` (a string, an object path or a number in the matching
/// field) to `iter`; returns FALSE when libdbus runs out of memory.
static inline dbus_bool_t cdbus_append_basic(DBusMessageIter *iter, int type, DBusBasicValue value) {
    if (type == DBUS_TYPE_STRING || type == DBUS_TYPE_OBJECT_PATH || type == DBUS_TYPE_SIGNATURE) {
        const char *text = value.str;
        return cdbus_view_dbus_message_iter_append_basic(iter, type, &text);
    }
    return cdbus_view_dbus_message_iter_append_basic(iter, type, &value);
}

/// The basic value `iter` points at (the caller has checked that its type is a basic one).
static inline DBusBasicValue cdbus_get_basic(DBusMessageIter *iter) {
    DBusBasicValue value;
    memset(&value, 0, sizeof value);
    cdbus_view_dbus_message_iter_get_basic(iter, &value);
    return value;
}

#endif
