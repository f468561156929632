// FreeType's public API for HeadlessRendering (glyph outlines rendered to 8-bit coverage).
#include <ft2build.h>
#include FT_FREETYPE_H
