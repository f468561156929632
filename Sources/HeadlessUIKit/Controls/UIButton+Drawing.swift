import Foundation

// A button draws its background image stretched, then its image and title for the current state side by side,
// centred, when it has not made its image view or title label yet (once made, those subviews draw them).
// A system button's title is in the tint colour (#007AFF by default); a custom one's in white.

extension UIButton: ViewContentDrawing {
    func drawContent(in ctx: CGContext) {
        if let background = currentBackgroundImage, let content = background.drawingContent {
            ctx.paint(.image(content, rect: bounds))
        }
        let image = storedImageView == nil ? currentImage : nil
        let title = storedTitleLabel == nil ? currentTitle : nil
        guard image != nil || (title?.isEmpty == false) else { return }
        let font = UIFont.systemFont(ofSize: 15)
        let titleSize = title.map { TextMetrics.size(of: $0, font: font, numberOfLines: 1, wrappingAt: nil) } ?? .zero
        let area = bounds.inset(by: contentEdgeInsets)
        let imageSize = image == nil ? .zero : fittedImageSize(titleWidth: titleSize.width, in: area)
        var x = area.minX + (area.width - imageSize.width - titleSize.width) / 2
        if let image, let content = SystemLook.imageContent(image, tint: buttonType == .custom ? nil : tintColor,
                                                            templateByDefault: buttonType != .custom) {
            ctx.paint(.image(content, rect: CGRect(x: x, y: area.midY - imageSize.height / 2, width: imageSize.width,
                                                   height: imageSize.height)))
        }
        x += imageSize.width
        if let title, !title.isEmpty {
            var color = currentTitleColor.cgColor
            if !isEnabled && buttonType != .custom { color = CGColor(gray: 0.6, alpha: 1) }
            ctx.paint(SystemLook.centredText(title, font: font, color: color,
                                             in: CGRect(x: x, y: area.minY, width: max(titleSize.width, area.maxX - x), height: area.height),
                                             alignment: .left))
        }
    }
}
