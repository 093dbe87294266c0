// Shared libraries loaded when they are first needed rather than linked. A window's start-up maps neither X11's
// libraries on Wayland (nor Wayland's on X11: CWayland loads its own), nor libdbus-1 and the eight libraries it
// pulls in (systemd's, gcrypt's, three compressors) before the accessibility bus is reached after the first frame,
// nor fontconfig when the label font's match is kept from an earlier run (FontMatchCache), nor libpng before a PNG
// file is read or written; FreeType is loaded on the label font's own thread.
//
// Each library's module (CX11, CDBus, CFreeType, CFontconfig, CPNG) lists the functions it takes from the library;
// Swift calls them through pointers this target fills once, under the module's namespace (`Xlib.XOpenDisplay`,
// `LibDBus.dbus_message_unref`; see LoadedFunction.h). Calling one before its library is loaded is a null call:
// every entry point that can come first loads the library (each call below is cheap after the first and safe from
// any thread); Xlib.XOpenDisplay loads X11 itself.
#ifndef CIRCULAR_CLIBRARYLOADER_H
#define CIRCULAR_CLIBRARYLOADER_H

/// Loads libX11, libXext and libXi (once) and fills the CX11 functions. NULL when they and every function are there,
/// else why not (a library that cannot be loaded, a function it lacks); the same answer on every later call.
const char *clibrary_load_x11(void);
/// Loads libdbus-1 (once) and fills the CDBus functions; NULL, or why not, as clibrary_load_x11.
const char *clibrary_load_dbus(void);
/// Loads libfreetype (once) and fills the CFreeType functions; NULL, or why not, as clibrary_load_x11.
const char *clibrary_load_freetype(void);
/// The file of the FreeType library clibrary_load_freetype loaded, as the dynamic loader found it; NULL when it is not
/// loaded (it is not loaded here when it was not).
const char *clibrary_freetype_file(void);
/// Loads libfontconfig (once) and fills the CFontconfig functions; NULL, or why not, as clibrary_load_x11.
const char *clibrary_load_fontconfig(void);
/// Loads libpng16 (once) and fills the CPNG functions; NULL, or why not, as clibrary_load_x11.
const char *clibrary_load_png(void);

#endif
