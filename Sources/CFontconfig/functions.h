// The fontconfig functions CircularRender calls, loaded when a family's font file must be looked up (CLibraryLoader:
// clibrary_load_fontconfig; a match kept from an earlier run needs none of them).
#define CFONTCONFIG_FUNCTIONS(F)     \
    F(FcInitLoadConfigAndFonts)      \
    F(FcConfigDestroy)               \
    F(FcConfigSubstitute)            \
    F(FcDefaultSubstitute)           \
    F(FcFontMatch)                   \
    F(FcNameParse)                   \
    F(FcPatternDestroy)              \
    F(FcPatternGetString)            \
    F(FcConfigGetConfigFiles)        \
    F(FcConfigGetConfigDirs)         \
    F(FcConfigGetFontDirs)           \
    F(FcStrListNext)                 \
    F(FcStrListDone)
