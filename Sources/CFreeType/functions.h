// The FreeType functions CircularRender calls, loaded when the label font is first opened (CLibraryLoader:
// clibrary_load_freetype).
#define CFREETYPE_FUNCTIONS(F) \
    F(FT_Init_FreeType)        \
    F(FT_Done_FreeType)        \
    F(FT_New_Face)             \
    F(FT_Done_Face)            \
    F(FT_Set_Pixel_Sizes)      \
    F(FT_Load_Char)
