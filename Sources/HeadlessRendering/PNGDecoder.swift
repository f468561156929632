import CZlib
import Foundation
import HeadlessUIKit

/// Reads PNGs into premultiplied RGBA8: every colour type, bit depths 1–16 (16 kept to its high byte), the
/// five filters, palettes with tRNS transparency, and Adam7 interlacing. Bad bytes give nil, never a trap.
enum PNGDecoder {
    /// The largest image accepted, in pixels (a guard against hostile sizes).
    static let maximumPixels = 1 << 26

    /// The header's fields.
    struct Header {
        var width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool

        /// Samples per pixel for the colour type (nil: unknown type).
        var channels: Int? {
            switch colorType { case 0: 1; case 2: 3; case 3: 1; case 4: 2; case 6: 4; default: nil }
        }

        /// Whether the bit depth is allowed for the colour type.
        var isValid: Bool {
            switch colorType {
            case 0: [1, 2, 4, 8, 16].contains(bitDepth)
            case 3: [1, 2, 4, 8].contains(bitDepth)
            case 2, 4, 6: [8, 16].contains(bitDepth)
            default: false
            }
        }
    }

    /// Adam7's passes: first column, first row, column step, row step.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// Decodes PNG bytes (nil when they are not a well-formed PNG).
    static func decode(_ data: Data) -> DrawingBitmap? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var header: Header?
        var palette: [UInt8] = [], transparency: [UInt8] = [], compressed: [UInt8] = []
        var offset = 8
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = Int(readUInt32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let storedCRC = readUInt32(bytes, offset + 8 + length)
            guard PNGEncoder.crc(Data(bytes[(offset + 4)..<(offset + 8 + length)])) == storedCRC else { return nil }
            switch type {
            case "IHDR":
                guard length == 13 else { return nil }
                header = Header(width: Int(readUInt32(body, 0)), height: Int(readUInt32(body, 4)), bitDepth: Int(body[8]),
                                colorType: Int(body[9]), interlaced: body[12] == 1)
                guard body[10] == 0, body[11] == 0, body[12] <= 1 else { return nil }
            case "PLTE": palette = body
            case "tRNS": transparency = body
            case "IDAT": compressed.append(contentsOf: body)
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard let header, header.isValid, let channels = header.channels, header.width > 0, header.height > 0,
              header.width <= maximumPixels / header.height else { return nil }
        if header.colorType == 3, palette.isEmpty || palette.count % 3 != 0 { return nil }
        let bitsPerPixel = channels * header.bitDepth
        let passes = header.interlaced ? adam7 : [(0, 0, 1, 1)]
        var expected = 0
        for pass in passes {
            let (w, h) = passSize(header, pass)
            if w > 0, h > 0 { expected += h * (1 + (w * bitsPerPixel + 7) / 8) }
        }
        guard let raw = inflate(compressed, expected: expected) else { return nil }
        var output = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var position = 0
        for pass in passes {
            let (w, h) = passSize(header, pass)
            guard w > 0, h > 0 else { continue }
            let rowBytes = (w * bitsPerPixel + 7) / 8
            guard let rows = unfilter(raw, at: position, rows: h, rowBytes: rowBytes, bytesPerPixel: max(1, bitsPerPixel / 8)) else { return nil }
            position += h * (rowBytes + 1)
            for row in 0..<h {
                for column in 0..<w {
                    let pixel = rgba(rows, row * rowBytes, column, header, palette: palette, transparency: transparency)
                    let o = ((pass.1 + row * pass.3) * header.width + pass.0 + column * pass.2) * 4
                    // Premultiplied, as the core keeps pixels.
                    let a = Int(pixel.3)
                    output[o] = UInt8((Int(pixel.0) * a + 127) / 255)
                    output[o + 1] = UInt8((Int(pixel.1) * a + 127) / 255)
                    output[o + 2] = UInt8((Int(pixel.2) * a + 127) / 255)
                    output[o + 3] = pixel.3
                }
            }
        }
        return DrawingBitmap(width: header.width, height: header.height, bytes: output)
    }

    /// A pass's size in pixels.
    static func passSize(_ header: Header, _ pass: (Int, Int, Int, Int)) -> (Int, Int) {
        let w = header.width > pass.0 ? (header.width - pass.0 + pass.2 - 1) / pass.2 : 0
        let h = header.height > pass.1 ? (header.height - pass.1 + pass.3 - 1) / pass.3 : 0
        return (w, h)
    }

    /// A big-endian 32-bit integer.
    static func readUInt32(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// Inflates zlib data into exactly `expected` bytes (nil if the stream is broken or too short).
    static func inflate(_ compressed: [UInt8], expected: Int) -> [UInt8]? {
        guard expected > 0, !compressed.isEmpty else { return nil }
        var output = [UInt8](repeating: 0, count: expected)
        var input = compressed
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        let status = input.withUnsafeMutableBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                stream.next_in = src.baseAddress
                stream.avail_in = uInt(src.count)
                stream.next_out = dst.baseAddress
                stream.avail_out = uInt(dst.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        // The end of the stream, or a full buffer (trailing data beyond the image is ignored).
        guard status == Z_STREAM_END || (status == Z_BUF_ERROR && stream.avail_out == 0) else { return nil }
        return stream.avail_out == 0 ? output : nil
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth); rows without their filter byte.
    static func unfilter(_ raw: [UInt8], at start: Int, rows: Int, rowBytes: Int, bytesPerPixel bpp: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: rows * rowBytes)
        for row in 0..<rows {
            let inBase = start + row * (rowBytes + 1), outBase = row * rowBytes
            let filter = raw[inBase]
            for i in 0..<rowBytes {
                let x = raw[inBase + 1 + i]
                let a = i >= bpp ? out[outBase + i - bpp] : 0
                let b = row > 0 ? out[outBase - rowBytes + i] : 0
                let c = row > 0 && i >= bpp ? out[outBase - rowBytes + i - bpp] : 0
                switch filter {
                case 0: out[outBase + i] = x
                case 1: out[outBase + i] = x &+ a
                case 2: out[outBase + i] = x &+ b
                case 3: out[outBase + i] = x &+ UInt8((Int(a) + Int(b)) / 2)
                case 4:
                    let p = Int(a) + Int(b) - Int(c)
                    let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
                    out[outBase + i] = x &+ (pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                default: return nil
                }
            }
        }
        return out
    }

    /// The straight RGBA of pixel `column` of a row starting at `base`.
    static func rgba(_ rows: [UInt8], _ base: Int, _ column: Int, _ header: Header, palette: [UInt8],
                     transparency: [UInt8]) -> (UInt8, UInt8, UInt8, UInt8) {
        let depth = header.bitDepth
        // Sample `k` of the pixel, at its own depth.
        func sample(_ k: Int) -> Int {
            let channels = header.channels ?? 1
            switch depth {
            case 16:
                let i = base + (column * channels + k) * 2
                return Int(rows[i]) << 8 | Int(rows[i + 1])
            case 8:
                return Int(rows[base + column * channels + k])
            default:
                let bit = column * depth
                let byte = rows[base + bit / 8]
                return Int(byte >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
            }
        }
        // A sample scaled to 8 bits (16 bits: the high byte).
        func eight(_ v: Int) -> UInt8 {
            switch depth {
            case 16: UInt8(v >> 8)
            case 8: UInt8(v)
            default: UInt8(v * 255 / ((1 << depth) - 1))
            }
        }
        func transparent(_ values: [Int]) -> Bool {
            guard transparency.count >= values.count * 2 else { return false }
            return values.indices.allSatisfy { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) == values[$0] }
        }
        switch header.colorType {
        case 0:
            let g = sample(0)
            return (eight(g), eight(g), eight(g), transparent([g]) ? 0 : 255)
        case 2:
            let (r, g, b) = (sample(0), sample(1), sample(2))
            return (eight(r), eight(g), eight(b), transparent([r, g, b]) ? 0 : 255)
        case 3:
            let index = sample(0)
            guard index * 3 + 2 < palette.count else { return (0, 0, 0, 255) }
            let alpha = index < transparency.count ? transparency[index] : 255
            return (palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2], alpha)
        case 4:
            let g = eight(sample(0))
            return (g, g, g, eight(sample(1)))
        default:
            return (eight(sample(0)), eight(sample(1)), eight(sample(2)), eight(sample(3)))
        }
    }
}
