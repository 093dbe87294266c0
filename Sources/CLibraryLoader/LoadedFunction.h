// How a module declares a function it takes from a library loaded at run time (included by CX11, CDBus, CFreeType,
// CFontconfig and CPNG after the library's own headers). For each name in the module's list,
// CLIBRARY_LOADED_FUNCTION(prefix, namespace, name) declares `prefix_view_name`, the pointer CLibraryLoader fills when
// it loads the library (its symbol is `prefix_name`). Swift sees it as a static member of the module's namespace
// (`Xlib.XOpenDisplay`, `LibDBus.dbus_message_unref`), so that a call reads as a call of the function and says
// that it goes through the loaded library; C (the modules' inline helpers) calls it as `prefix_view_name(...)`.
//
// The library's own declarations stay as they are, for programs that link it: a call of one from our code would
// link the library again, which the check of the installed demo's NEEDED entries (Tests/ShippingTests/test-install)
// finds. Swift takes the pointer as `nonisolated(unsafe)`: it is written once, under the loader's lock, by the load
// that every entry point makes before its first call, and only read after that.
#ifndef CIRCULAR_LOADED_FUNCTION_H
#define CIRCULAR_LOADED_FUNCTION_H

#define CLIBRARY_LOADED_FUNCTION(prefix, namespace, name)                                                              \
    extern __typeof__(&name) _Nonnull prefix##_view_##name __asm__(#prefix "_" #name)                                  \
        __attribute__((swift_name(#namespace "." #name))) __attribute__((swift_attr("nonisolated(unsafe)")));

#endif
