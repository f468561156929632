import Foundation
import HeadlessUIKit
@testable import HeadlessRendering

/// Small helpers the rendering stories share: colours, paths, pixels read back.
enum Fixtures {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let white = CGColor(gray: 1, alpha: 1)
    static let black = CGColor(gray: 0, alpha: 1)

    /// A rectangle's path.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: x, y: y, width: w, height: h), transform: nil)
    }

    /// A white canvas of `size` points at `scale` with `operations` drawn on it.
    static func onWhite(_ size: CGSize, scale: CGFloat = 2, _ operations: [DrawingOperation]) -> Drawing {
        Drawing(size: size, scale: scale,
                operations: [.fill(rect(0, 0, size.width, size.height), color: white, rule: .nonZero)] + operations)
    }

    /// The premultiplied RGBA of one pixel.
    static func pixel(_ bitmap: DrawingBitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.bytes[i..<(i + 4)])
    }

    /// Columns of a bitmap that have a pixel darker than `threshold` (sum of r, g, b) and opaque enough.
    static func inkedColumns(_ bitmap: DrawingBitmap, threshold: Int = 600) -> Set<Int> {
        var columns = Set<Int>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = pixel(bitmap, x, y)
                if Int(p[0]) + Int(p[1]) + Int(p[2]) < threshold, p[3] > 128 { columns.insert(x) }
            }
        }
        return columns
    }

    /// FoodTracker's asset catalog beside the package, if the shared folder is there.
    static var foodTrackerAssets: URL? {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let assets = package.deletingLastPathComponent()
            .appendingPathComponent("shared/clients/FoodTracker/FoodTracker/FoodTracker/Assets.xcassets")
        return FileManager.default.fileExists(atPath: assets.path) ? assets : nil
    }
}
