import Foundation

extension XvfbServer {
    /// Where Xorg is installed (the package xserver-xorg-core), or nil.
    public static let xorgExecutable: String? =
        ExternalTool.path(of: "Xorg")
        ?? (FileManager.default.isExecutableFile(atPath: "/usr/lib/xorg/Xorg")
            ? "/usr/lib/xorg/Xorg" : nil)

    /// True when a private Xorg with real input can start here: Xorg, its dummy video driver and its inputtest input
    /// driver are installed, and this process runs as root (Xorg refuses anyone else without a console).
    public static var canStartXorg: Bool {
        xorgExecutable != nil && getuid() == 0
            && FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/drivers/dummy_drv.so")
            && FileManager.default.fileExists(atPath: "/usr/lib/xorg/modules/input/inputtest_drv.so")
    }

    /// Starts a private Xorg with the dummy video driver (one `width` x `height` screen) and four inputtest devices
    /// (`InputTestDevice`): a relative pointer with scroll valuators and no acceleration (the core pointer; it moves by
    /// the pixels sent), an absolute pointer (a tablet: axes 0...65535 across the screen), a touch screen of five
    /// touches and a keyboard (the core keyboard), their sockets in `directory`, the log there too. Input comes from
    /// these devices only (no hotplugging).
    ///
    /// Edge cases: throws when Xorg is missing or does not start (its log then says why).
    public static func xorg(width: Int = 800, height: Int = 600, in directory: String) throws -> XvfbServer {
        guard let executable = xorgExecutable else {
            throw HarnessError(
                "Xorg is not installed (make test installs xserver-xorg-core and xserver-xorg-video-dummy)")
        }
        let configuration = "\(directory)/xorg.conf"
        try xorgConfiguration(width: width, height: height, directory: directory)
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        return try XvfbServer(
            executable: executable,
            arguments: ["-config", configuration, "-logfile", "\(directory)/xorg.log", "-novtswitch", "-sharevts"])
    }

    /// The socket of inputtest device `kind` ("pointer", "tablet", "touch" or "keyboard") of a server started in
    /// `directory`.
    public static func inputTestSocket(_ kind: String, in directory: String) -> String {
        "\(directory)/\(kind).socket"
    }

    private static func xorgConfiguration(width: Int, height: Int, directory: String) -> String {
        let mode = "\(width)x\(height)"
        func device(_ name: String, type: String, extra: String = "") -> String {
            """
            Section "InputDevice"
                Identifier "\(name)"
                Driver "inputtest"
                Option "DeviceType" "\(type)"
                Option "SocketPath" "\(inputTestSocket(name, in: directory))"
            \(extra)EndSection

            """
        }
        return """
            Section "ServerFlags"
                Option "AutoAddDevices" "false"
                Option "AutoEnableDevices" "false"
                Option "DontVTSwitch" "true"
            EndSection
            Section "Device"
                Identifier "dummy"
                Driver "dummy"
                VideoRam 16384
            EndSection
            Section "Monitor"
                Identifier "monitor"
                HorizSync 5.0-1000.0
                VertRefresh 5.0-200.0
                Modeline "\(mode)" 40.00 \(width) \(width + 40) \(width + 168) \(width + 256) \(height) \(height + 1) \(height + 5) \(height + 28)
            EndSection
            Section "Screen"
                Identifier "screen"
                Device "dummy"
                Monitor "monitor"
                DefaultDepth 24
                SubSection "Display"
                    Depth 24
                    Modes "\(mode)"
                    Virtual \(width) \(height)
                EndSubSection
            EndSection

            """ + device("pointer", type: "Pointer", extra: "    Option \"AccelerationProfile\" \"-1\"\n")
                + device("tablet", type: "PointerAbsolute")
                + device("touch", type: "Touch", extra: "    Option \"TouchCount\" \"5\"\n")
                + device("keyboard", type: "Keyboard") + """
                    Section "ServerLayout"
                        Identifier "layout"
                        Screen "screen"
                        InputDevice "pointer" "CorePointer"
                        InputDevice "keyboard" "CoreKeyboard"
                        InputDevice "tablet"
                        InputDevice "touch"
                    EndSection

                    """
    }
}
