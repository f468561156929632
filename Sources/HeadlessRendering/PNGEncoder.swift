import CZlib
import Foundation
import HeadlessUIKit

/// Writes 8-bit RGBA PNGs with zlib: deterministic bytes (fixed compression level, the "Up" filter on every
/// row after the first, no time or text chunks).
enum PNGEncoder {
    /// The zlib level (6, zlib's default): the same bytes on every run of the same zlib.
    static let compressionLevel: Int32 = 6

    /// PNG bytes of premultiplied pixels, stored straight (un-premultiplied) as PNG requires.
    static func encode(_ bitmap: DrawingBitmap) -> Data {
        let width = max(0, bitmap.width), height = max(0, bitmap.height)
        let rowBytes = width * 4
        var raw = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var straight = [UInt8](repeating: 0, count: rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        let source = bitmap.bytes.count == width * height * 4 ? bitmap.bytes : [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4, o = x * 4
                let a = source[i + 3]
                if a == 0 {
                    straight[o] = 0; straight[o + 1] = 0; straight[o + 2] = 0; straight[o + 3] = 0
                } else {
                    for k in 0..<3 {
                        straight[o + k] = UInt8(min(255, (Int(source[i + k]) * 255 + Int(a) / 2) / Int(a)))
                    }
                    straight[o + 3] = a
                }
            }
            let base = y * (rowBytes + 1)
            raw[base] = y == 0 ? 0 : 2
            for i in 0..<rowBytes { raw[base + 1 + i] = y == 0 ? straight[i] : straight[i] &- previous[i] }
            swap(&straight, &previous)
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", deflate(raw), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// zlib-compressed bytes.
    static func deflate(_ bytes: [UInt8]) -> Data {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = bytes.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                compress2(dst.baseAddress, &length, src.baseAddress, uLong(src.count), compressionLevel)
            }
        }
        guard status == Z_OK else { return Data() }
        return Data(output.prefix(Int(length)))
    }

    /// Appends a chunk: length, type, data, CRC of type and data.
    static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(data.count))
        let body = Data(type.utf8) + data
        png.append(body)
        png.appendBigEndian(crc(body))
    }

    /// zlib's CRC-32.
    static func crc(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, uInt(raw.count)))
        }
    }
}
