// The C surface of libdbus-1 that CircularAccessibility uses, and two helpers for its by-address basic values
// (libdbus reads and writes every basic type through a pointer to it, strings through a pointer to a pointer).
// Relative to the system include path only.
#ifndef CIRCULAR_CDBUS_SHIM_H
#define CIRCULAR_CDBUS_SHIM_H

#include <dbus/dbus.h>
#include <string.h>

/// Appends the basic value `value` of D-Bus type `type` (a string, an object path or a number in the matching
/// field) to `iter`; returns FALSE when libdbus runs out of memory.
static inline dbus_bool_t cdbus_append_basic(DBusMessageIter *iter, int type, DBusBasicValue value) {
    if (type == DBUS_TYPE_STRING || type == DBUS_TYPE_OBJECT_PATH || type == DBUS_TYPE_SIGNATURE) {
        const char *text = value.str;
        return dbus_message_iter_append_basic(iter, type, &text);
    }
    return dbus_message_iter_append_basic(iter, type, &value);
}

/// The basic value `iter` points at (the caller has checked that its type is a basic one).
static inline DBusBasicValue cdbus_get_basic(DBusMessageIter *iter) {
    DBusBasicValue value;
    memset(&value, 0, sizeof value);
    dbus_message_iter_get_basic(iter, &value);
    return value;
}

#endif
