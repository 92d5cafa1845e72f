module github.com/parcoach/parcoach

go 1.23
