// The libpng functions CircularRender calls, loaded when a PNG file is first read or written (CLibraryLoader:
// clibrary_load_png).
#define CPNG_FUNCTIONS(F)                 \
    F(png_image_begin_read_from_file)     \
    F(png_image_finish_read)              \
    F(png_image_free)                     \
    F(png_image_write_to_file)
