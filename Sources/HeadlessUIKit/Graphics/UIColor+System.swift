import Foundation

// UIKit's semantic and system colours, in their light-appearance values (iOS 15+; HeadlessUIKit
// draws the light appearance only). Storyboards name them too (`systemColor name="systemOrangeColor"`).

extension UIColor {
    /// System orange (light appearance).
    public static let systemOrange = UIColor(named: "systemOrange", red: 1, green: 149.0 / 255, blue: 0)
    /// System yellow (light appearance).
    public static let systemYellow = UIColor(named: "systemYellow", red: 1, green: 204.0 / 255, blue: 0)
    /// System pink (light appearance).
    public static let systemPink = UIColor(named: "systemPink", red: 1, green: 45.0 / 255, blue: 85.0 / 255)
    /// System purple (light appearance).
    public static let systemPurple = UIColor(named: "systemPurple", red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)
    /// System teal (light appearance).
    public static let systemTeal = UIColor(named: "systemTeal", red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255)
    /// System indigo (light appearance).
    public static let systemIndigo = UIColor(named: "systemIndigo", red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255)
    /// System mint (light appearance).
    public static let systemMint = UIColor(named: "systemMint", red: 0, green: 199.0 / 255, blue: 190.0 / 255)
    /// System cyan (light appearance).
    public static let systemCyan = UIColor(named: "systemCyan", red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255)
    /// System brown (light appearance).
    public static let systemBrown = UIColor(named: "systemBrown", red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255)
    /// System grey 2 (light appearance).
    public static let systemGray2 = UIColor(named: "systemGray2", red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255)
    /// System grey 3 (light appearance).
    public static let systemGray3 = UIColor(named: "systemGray3", red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255)
    /// System grey 4 (light appearance).
    public static let systemGray4 = UIColor(named: "systemGray4", red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// System grey 5 (light appearance).
    public static let systemGray5 = UIColor(named: "systemGray5", red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)
    /// System grey 6 (light appearance).
    public static let systemGray6 = UIColor(named: "systemGray6", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// Tertiary text (light appearance).
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Quaternary text (light appearance).
    public static let quaternaryLabel = UIColor(named: "quaternaryLabel", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    /// Placeholder text (light appearance).
    public static let placeholderText = UIColor(named: "placeholderText", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Links (light appearance).
    public static let link = UIColor(named: "link", red: 0, green: 122.0 / 255, blue: 1)
    /// Separators, with some transparency (light appearance).
    public static let separator = UIColor(named: "separator", red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// Opaque separators (light appearance).
    public static let opaqueSeparator = UIColor(named: "opaqueSeparator", red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255)
    /// Fill for thin shapes (light appearance).
    public static let systemFill = UIColor(named: "systemFill", red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// Fill for medium shapes (light appearance).
    public static let secondarySystemFill = UIColor(named: "secondarySystemFill", red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    /// Fill for large shapes (light appearance).
    public static let tertiarySystemFill = UIColor(named: "tertiarySystemFill", red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// Fill for large areas (light appearance).
    public static let quaternarySystemFill = UIColor(named: "quaternarySystemFill", red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
    /// Tertiary background (light appearance).
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground", red: 1, green: 1, blue: 1)
    /// Grouped background (light appearance).
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// Secondary grouped background (light appearance).
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground", red: 1, green: 1, blue: 1)
    /// Tertiary grouped background (light appearance).
    public static let tertiarySystemGroupedBackground = UIColor(named: "tertiarySystemGroupedBackground", red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// Light text (on dark backgrounds) (light appearance).
    public static let lightText = UIColor(named: "lightText", red: 1, green: 1, blue: 1, alpha: 0.6)
    /// Dark text (light appearance).
    public static let darkText = UIColor(named: "darkText", red: 0, green: 0, blue: 0)

    /// The system colours by name, for nibs.
    static let systemColorsByName: [String: UIColor] = [
        "systemOrange": .systemOrange,
        "systemYellow": .systemYellow,
        "systemPink": .systemPink,
        "systemPurple": .systemPurple,
        "systemTeal": .systemTeal,
        "systemIndigo": .systemIndigo,
        "systemMint": .systemMint,
        "systemCyan": .systemCyan,
        "systemBrown": .systemBrown,
        "systemGray2": .systemGray2,
        "systemGray3": .systemGray3,
        "systemGray4": .systemGray4,
        "systemGray5": .systemGray5,
        "systemGray6": .systemGray6,
        "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText,
        "link": .link,
        "separator": .separator,
        "opaqueSeparator": .opaqueSeparator,
        "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "lightText": .lightText,
        "darkText": .darkText,
    ]
}
