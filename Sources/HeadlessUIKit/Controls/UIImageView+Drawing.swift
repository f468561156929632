import Foundation

// An image view draws its image (the highlighted one when highlighted) placed by its content mode; a template
// image (or a symbol) is filled with the tint colour.

extension UIImageView: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        guard let image = (isHighlighted ? highlightedImage : nil) ?? image,
              let content = SystemLook.imageContent(image, tint: tintColor, templateByDefault: false) else { return }
        let rect = ContentPlacement.rect(for: image.size, in: bounds, mode: contentMode)
        ctx.paint(.image(content, rect: rect))
    }
}
