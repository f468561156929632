// zlib for HeadlessRendering's PNG encoder and decoder (deflate, inflate, crc32).
#include <zlib.h>
