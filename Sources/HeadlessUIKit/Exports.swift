// UIKit re-exports Foundation (CGRect, Bundle, Notification…); so does HeadlessUIKit.
@_exported import Foundation
