import CZlib
import Foundation
import HeadlessUIKit
import Testing
@testable import HeadlessRendering

/// PNG written with zlib and read back, real files included.
@Suite struct PNGTests {
    @Test func encodingThenDecodingGivesTheSamePixels() {
        // Given a drawing with opaque, translucent and transparent pixels
        let drawing = Drawing(size: CGSize(width: 30, height: 20), scale: 1, operations: [
            .fill(Fixtures.rect(0, 0, 10, 20), color: Fixtures.red, rule: .nonZero),
            .fill(Fixtures.rect(10, 0, 10, 20), color: CGColor(red: 0, green: 1, blue: 0, alpha: 0.5), rule: .nonZero),
        ])
        let bitmap = RasterBackend.rasterize(drawing)
        // When it is encoded and decoded
        let png = RasterBackend.pngData(of: bitmap)
        let decoded = RasterBackend.decodePNG(png)
        // Then the pixels are the same and the bytes start with PNG's signature
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(decoded == bitmap)
    }

    @Test func badBytesDecodeToNilWithoutTrapping() {
        let png = RasterBackend.pngData(of: DrawingBitmap(width: 3, height: 3, bytes: [UInt8](repeating: 200, count: 36)))
        #expect(RasterBackend.decodePNG(Data()) == nil)
        #expect(RasterBackend.decodePNG(Data("not a png at all".utf8)) == nil)
        #expect(RasterBackend.decodePNG(png.prefix(40)) == nil)
        var corrupted = png
        corrupted[corrupted.count - 20] ^= 0xFF
        #expect(RasterBackend.decodePNG(corrupted) == nil)
        // Every truncation of a valid file is refused or read, never a crash
        for length in stride(from: 0, to: png.count, by: 3) { _ = RasterBackend.decodePNG(png.prefix(length)) }
    }

    /// A PNG of raw scanlines (filter bytes included) with the given header fields and extra chunks.
    static func png(width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
                    chunks: [(String, [UInt8])] = [], scanlines: [UInt8]) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [depth, colorType, 0, 0, interlace])
        PNGEncoder.appendChunk("IHDR", header, to: &data)
        for (type, body) in chunks { PNGEncoder.appendChunk(type, Data(body), to: &data) }
        PNGEncoder.appendChunk("IDAT", PNGEncoder.deflate(scanlines), to: &data)
        PNGEncoder.appendChunk("IEND", Data(), to: &data)
        return data
    }

    @Test func palettesWithTransparencyAndLowBitDepthsDecode() {
        // Given a 2-bit palette image of 4 pixels whose second colour is transparent
        let png = Self.png(width: 4, height: 1, depth: 2, colorType: 3,
                           chunks: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]), ("tRNS", [255, 0])],
                           scanlines: [0, 0b00_01_10_11])
        let bitmap = RasterBackend.decodePNG(png)
        #expect(bitmap.map { Array($0.bytes) } == [255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    @Test func sixteenBitGreyAndAlphaKeepsTheHighByte() {
        let png = Self.png(width: 1, height: 1, depth: 16, colorType: 4, scanlines: [0, 0x80, 0x12, 0xFF, 0xFF])
        #expect(RasterBackend.decodePNG(png)?.bytes == [128, 128, 128, 255])
    }

    @Test func everyFilterDecodes() {
        // Given a 2×5 RGB image whose rows use the filters None, Sub, Up, Average and Paeth
        var scanlines: [UInt8] = []
        for filter in 0..<5 { scanlines += [UInt8(filter), 10, 20, 30, 1, 2, 3] }
        let bitmap = RasterBackend.decodePNG(Self.png(width: 2, height: 5, depth: 8, colorType: 2, scanlines: scanlines))
        // Then each row is what the filter makes of its bytes
        let rows = bitmap.map { b in (0..<5).map { Array(b.bytes[($0 * 8)..<($0 * 8 + 8)]) } }
        #expect(rows?[0] == [10, 20, 30, 255, 1, 2, 3, 255])
        #expect(rows?[1] == [10, 20, 30, 255, 11, 22, 33, 255])          // Sub: + left
        #expect(rows?[2] == [20, 40, 60, 255, 12, 24, 36, 255])          // Up: + above
        #expect(rows?[3] == [20, 40, 60, 255, 17, 34, 51, 255])          // Average: + (left + above) / 2
        #expect(rows?[4] == [30, 60, 90, 255, 31, 62, 93, 255])          // Paeth: + the nearest of left, above, corner
    }

    @Test func adam7InterlacedImagesDecode() {
        // Given a 3×3 greyscale image, pixels numbered 0…8 in raster order, stored interlaced: Adam7 puts (0,0) in
        // pass 1, (2,0) in pass 4, (0,2) and (2,2) in pass 5, (1,0) and (1,2) in pass 6, the middle row in pass 7
        // When it is decoded
        // Then the pixels are back in raster order
        let scanlines: [UInt8] = [0, 0,  0, 2,  0, 6, 8,  0, 1,  0, 7,  0, 3, 4, 5]
        let bitmap = RasterBackend.decodePNG(Self.png(width: 3, height: 3, depth: 8, colorType: 0, interlace: 1, scanlines: scanlines))
        #expect(bitmap.map { b in stride(from: 0, to: 36, by: 4).map { b.bytes[$0] } } == [0, 1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test func aPNGFromFoodTrackersAssetCatalogDecodes() throws {
        guard let assets = Fixtures.foodTrackerAssets else {
            print("skipped: ../shared/clients/FoodTracker is absent (the shared corpus goes beside the package)")
            return
        }
        // Given FoodTracker's star (RGBA) and a meal photo (palette)
        let star = try Data(contentsOf: assets.appendingPathComponent("Rating Images/filledStar.imageset/filledStar.png"))
        let meal = try Data(contentsOf: assets.appendingPathComponent("Sample Images/meal1.imageset/meal1.png"))
        // When they are decoded
        let starBitmap = try #require(RasterBackend.decodePNG(star))
        let mealBitmap = try #require(RasterBackend.decodePNG(meal))
        // Then they have their sizes, the star is transparent in its corner and opaque in its centre
        #expect(starBitmap.width == 475 && starBitmap.height == 476)
        #expect(Fixtures.pixel(starBitmap, 0, 0)[3] == 0)
        #expect(Fixtures.pixel(starBitmap, 237, 260)[3] == 255)
        #expect(mealBitmap.width == 1080 && mealBitmap.height == 1080)
        #expect(Fixtures.pixel(mealBitmap, 540, 540)[3] == 255)
    }
}
