// How a module declares a function it takes from a library loaded at run time (included by CX11, CDBus, CFreeType,
// CFontconfig and CPNG after the library's own headers). For each name in the module's list,
// CLIBRARY_LOADED_FUNCTION(prefix, name):
// - keeps the library's declaration out of Swift's way (it is renamed `__name` there and never called: the library
//   is not linked into the demo);
// - declares `prefix_view_name`, the pointer CLibraryLoader fills when it loads the library (its symbol is
//   `prefix_name`), which Swift sees under the function's own name, so that a call reads as a call of the function,
//   and C (the modules' inline helpers) calls as `prefix_view_name(...)`. Swift takes it as `nonisolated(unsafe)`: it
//   is written once, under the loader's lock, by the load that every entry point makes before its first call, and
//   only read after that.
#ifndef CIRCULAR_LOADED_FUNCTION_H
#define CIRCULAR_LOADED_FUNCTION_H

#define CLIBRARY_LOADED_FUNCTION(prefix, name)                                                                         \
    extern __typeof__(name) name __attribute__((swift_private));                                                       \
    extern __typeof__(&name) _Nonnull prefix##_view_##name __asm__(#prefix "_" #name)                                  \
        __attribute__((swift_name(#name))) __attribute__((swift_attr("nonisolated(unsafe)")));

#endif
