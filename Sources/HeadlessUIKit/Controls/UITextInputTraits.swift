import Foundation

// The keyboard settings of text fields and text views (UIKit's UITextInputTraits), with UIKit's raw values.

/// The kind of keyboard shown for a text input.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default` = 0
    /// ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A telephone keypad that also types names.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// With @ and # handy.
    case twitter = 9
    /// For web searches.
    case webSearch = 10
    /// ASCII digits 0–9.
    case asciiCapableNumberPad = 11

    /// The old name of `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// When the keyboard capitalizes automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// Each word.
    case words = 1
    /// Each sentence.
    case sentences = 2
    /// Every character.
    case allCharacters = 3
}

/// Whether the keyboard corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// The keyboard's look, with UIKit's raw values.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's choice (follows the interface style).
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
    /// The alert look (the same as `.dark`).
    public static var alert: UIKeyboardAppearance { .dark }
}
