import Foundation

/// The view a `UIListContentConfiguration` makes: an image view and two labels, laid out as a list
/// row (image, then the texts one above the other, or side by side in a value cell).
///
/// Its height is its content's plus the margins, and at least 44 points for rows (UIKit's minimum
/// row height): a self-sizing list measures it through its intrinsic size.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Makes a view showing a list configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    /// List content views are made in code only.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; setting one of another type is ignored, as UIKit requires a list configuration.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    /// The list configuration shown.
    open var listContentConfiguration: UIListContentConfiguration {
        get { listConfiguration }
        set { configuration = newValue }
    }

    /// Whether the view can show a configuration: list configurations only.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        style(textLabel, text: c.text, attributed: c.attributedText, properties: c.textProperties)
        style(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, properties: c.secondaryTextProperties)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?,
                       properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = (label.text ?? "").isEmpty
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0 { size.width = min(size.width, maximum.width) }
        if maximum.height > 0 { size.height = min(size.height, maximum.height) }
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }

    private var sideBySide: Bool {
        listConfiguration.prefersSideBySideTextAndSecondaryText && !secondaryTextLabel.isHidden
    }

    /// The shown labels' sizes (zero when hidden), the space between them, and the height of the two together.
    private var textBlock: (text: CGSize, secondary: CGSize, between: CGFloat, height: CGFloat) {
        let text = textLabel.isHidden ? CGSize.zero : textLabel.intrinsicContentSize
        let secondary = secondaryTextLabel.isHidden ? CGSize.zero : secondaryTextLabel.intrinsicContentSize
        let between = !textLabel.isHidden && !secondaryTextLabel.isHidden ? listConfiguration.textToSecondaryTextVerticalPadding : 0
        let height = sideBySide ? max(text.height, secondary.height) : text.height + between + secondary.height
        return (text, secondary, between, height)
    }

    /// No intrinsic width; the height of the content plus the margins (at least 44 for rows).
    open override var intrinsicContentSize: CGSize {
        let c = listConfiguration
        let content = max(textBlock.height, imageSize.height) + c.directionalLayoutMargins.top + c.directionalLayoutMargins.bottom
        let minimum: CGFloat = c.style == .header || c.style == .footer ? 0 : 44
        return CGSize(width: UIView.noIntrinsicMetric, height: max(minimum, content.rounded(.up)))
    }

    /// Places the image and the labels inside the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let area = CGRect(x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
                          height: max(0, bounds.height - margins.top - margins.bottom))
        var x = area.minX
        if !imageView.isHidden {
            let size = imageSize
            imageView.frame = CGRect(x: x, y: area.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + listConfiguration.imageToTextPadding
        }
        let width = max(0, area.maxX - x)
        let (text, secondary, between, height) = textBlock
        if sideBySide {
            let secondaryWidth = min(secondary.width, width / 2)
            secondaryTextLabel.frame = CGRect(x: area.maxX - secondaryWidth, y: area.midY - secondary.height / 2,
                                              width: secondaryWidth, height: secondary.height)
            textLabel.frame = CGRect(x: x, y: area.midY - text.height / 2,
                                     width: max(0, width - secondaryWidth - listConfiguration.textToSecondaryTextHorizontalPadding),
                                     height: text.height)
        } else {
            var y = area.midY - height / 2
            if !textLabel.isHidden {
                textLabel.frame = CGRect(x: x, y: y, width: width, height: text.height)
                y += text.height + between
            }
            if !secondaryTextLabel.isHidden {
                secondaryTextLabel.frame = CGRect(x: x, y: y, width: width, height: secondary.height)
            }
        }
    }
}
