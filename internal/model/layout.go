package model

import "github.com/parcoach/parcoach/internal/llvmir"

// typeSize is the size in bytes of the type written as text, -1 when unknown (the memory
// model's layouts, llvmir.Types: errexit.go's cells are byte ranges of records).
func typeSize(m *llvmir.Module, text string) int64 {
	if t := llvmir.TypesOf(m).Of(text); t != nil {
		return t.Size
	}
	return -1
}
