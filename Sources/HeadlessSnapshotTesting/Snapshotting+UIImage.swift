import Foundation
import HeadlessUIKit
import HeadlessRendering
import SnapshotTesting

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// The image itself, compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// The image itself, with tolerances as in `Snapshotting<UIView, UIImage>.image`; `scale` is the scale the
    /// reference is read back at (default: the image's).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension Diffing where Value == UIImage {
    /// Compares images by their pixels, writes PNG, and on a mismatch attaches the reference, the failure and a
    /// difference picture (each channel |reference − failure|; also written to the artifacts folder, `SNAPSHOT_ARTIFACTS` or the temporary folder, and named in the message).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing.diff(
            toData: { image in
                guard let bitmap = image.bitmap else { return Data() }
                return RasterBackend.pngData(of: bitmap)
            },
            fromData: { data in UIImage(data: data, scale: scale ?? 1) ?? UIImage() },
            diffV2: { reference, new in
                guard let a = reference.bitmap, let b = new.bitmap else {
                    return ("Newly-taken snapshot or its reference has no pixels that can be read.", [])
                }
                guard let message = comparison.failure(reference: a, new: b) else { return nil }
                let difference = ImageComparison.difference(a, b)
                let attachments: [DiffAttachment] = [
                    .data(RasterBackend.pngData(of: a), name: "reference.png"),
                    .data(RasterBackend.pngData(of: b), name: "failure.png"),
                    .data(RasterBackend.pngData(of: difference), name: "difference.png"),
                ]
                let saved = SnapshotDifferenceFile.write(RasterBackend.pngData(of: difference))
                return (message + (saved.map { "\nDifference picture: \($0.path)" } ?? ""), attachments)
            }
        )
    }
}

/// Where a failed comparison's difference picture goes: the artifacts folder swift-snapshot-testing writes failures to.
enum SnapshotDifferenceFile {
    /// Writes the PNG and returns its file, or nil when it cannot be written.
    static func write(_ png: Data) -> URL? {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory())
            .appendingPathComponent("headless-snapshot-differences")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(UUID().uuidString + "-difference.png")
        return (try? png.write(to: file)) != nil ? file : nil
    }
}
