import YoriCLI
YoriMain.main()
